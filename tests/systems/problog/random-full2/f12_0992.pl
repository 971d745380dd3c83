:- use_module(library(lists)).
0.7::e0(1,3).
0.7::e0(3,2).
0.3::e0(3,3); 0.2::e0(2,2); 0.2::e0(1,1).
0.8::e1(3,2).
0.1::e1(1,1); 0.1::e1(3,3).
0.6::e2(2).
p00(X,X) :- e1(X,X), p00(X,3), e2(X).
p00(X,2) :- p01(Z), p00(2,Y), e0(1,Y), between(1,3,X), Z \= 2.
p00(2,X) :- e0(1,1), between(1,3,X).
p01(Y) :- p00(2,Y), e0(X,Y), X =\= 2, Y >= 1.
p01(X) :- (e2(Z), p01(Z), p01(Y), between(1,3,X), \+ e2(2), Y @=< 3) ; (X \== 3, e2(X), p01(X)).
0.3::p10(Y,X) :- p01(X), between(1,3,Y), not p01(X).
p10(X,3) :- e0(2,Y), e0(1,3), between(1,3,X), findall(V, e0(Y,V), L), L = [].
p11 :- p00(2,Z), p11, p01(X), W is Z + 3, W < 5.
p11 :- p11, e2(X), p00(3,Y).
p11 <- p11, p00(Z,Z), e0(1,Z), \+ p00(Z,2), call(e0, 1, Z).
p20(Y,Y) :- e0(Z,X), p00(1,Z), p00(X,X), between(1,3,Y).
P::p20(3,Y) :- (p20(X,X), e2(X), p21(X,2), between(1,3,Y), X = X), P is Y / 4.
P::p20(X,Y) :- (p21(X,1), p10(X,X), between(1,3,Y), not p00(X,2), Y \= 2), P is Y / 4.
0.4::p21(Y,2) <- p01(2), between(1,3,Y), not e2(3).
p21(X,X) <- p11, p21(Y,Z), e2(Z), between(1,3,X).
p21(X,X) :- e1(X,X), p11, p11, W is X + 3, W < 5.
query(p11).
