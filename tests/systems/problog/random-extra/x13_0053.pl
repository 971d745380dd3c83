:- use_module(library(lists)).
0.9::e0(1,2).
0.3::e0(2,2); 0.2::e0(1,1); 0.2::e0(3,3).
0.1::e1(1,3).
p00(Y,Y) <- e0(Y,2), p00(Y,X), p00(1,Y).
p00(X,X) :- p00(Z,X), e0(Z,Z), e2(2,Z).
0.75::p10 :- (e0(Y,Y), e2(Y,X), p11, Y =:= 3, Y \= 3) ; (p00(Z,Y)).
p10 :- p00(Y,1), p00(X,Z).
0.75::p11 <- p00(3,2), e0(X,Y), X @=< 1.
p11 :- p10, p10, e1(2,X).
p20(Y,Y) :- p11, e2(2,Y), e0(X,Y), findall(V, e0(X,V), L), L \= [], X =\= 1.
p20(1,X) :- (e1(Y,X), p10, p10) ; (p11, p10, between(1,3,X), \+ e0(X,X), W is X + 3, W < 5).
P::p20(3,Y) :- (e2(X,Y), p10, compare(O, Y, 1), call(p00, X, 3)), P is Y / 4.
\+p20(1,X) :- e1(X,1).
query(p00(1,2)).
query(p10).
