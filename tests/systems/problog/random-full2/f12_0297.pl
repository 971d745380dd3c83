:- use_module(library(lists)).
0.6::e0(3,3).
0.2::e1(1,1); 0.2::e1(3,3).
0.6::e3(3).
p00(Y) :- (e3(X), e3(Z), e0(Y,1), X =\= 2) ; (p00(2), e2(Y), e0(Y,Y), \+ e2(3)).
p00(X) :- p00(Z), e1(Z,Y), between(1,3,X), call(e3, Y).
0.8::p01(X,Y) :- e2(X), e1(1,X), e0(X,X), between(1,3,Y), W is X + 2, W < 5, \+ e0(1,3).
p01(Y,2) <- p00(3), e2(Z), between(1,3,Y).
0.4::p10(X) :- e0(X,Y), p01(X,X), p00(X), findall(V, p00(V), L), L \= [].
0.25::p11(Y) :- p00(Y), p10(2), compare(O, Y, 3).
p11(1) :- X == 3, p11(X), p01(X,X), \+ p00(X).
p11(Y) :- (e3(3), p01(X,1), between(1,3,Y), W is X + 2, W < 5, compare(O, Y, 1)) ; (p01(Z,1), between(1,3,Y), \+ e2(3)).
0.8::p20(X) :- p21(1), p11(X), p20(X), call(e2, 3), X \= X.
p20(3) :- p00(Z), \+ e1(1,Z).
p21(X) :- e2(1), p01(Y,Y), p20(1), between(1,3,X), call(p00, X), compare(O, X, 3).
query(e1(1,3)).
query(p10(1)).
query(p11(X)).
evidence(e0(2,2), true).
