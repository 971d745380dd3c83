:- use_module(library(lists)).
e0(2).
0.1::e0(1).
0.1::e0(2); 0.3::e0(1); 0.3::e0(3).
0.3::e1(2,2).
0.8::p00(Y,Y) :- e0(Y), e0(3), e1(Y,Y).
p00(2,1) :- p00(1,2), not e0(3).
p10(X) :- (e1(Y,Y), between(1,3,X), W is Y + 2, W < 5) ; (e1(X,Z), p00(Z,3)).
P::p10(Y) :- (p00(X,Y)), P is Y / 4.
p10(Y) :- e0(2), p10(1), p11(Z), between(1,3,Y), Z == 1, Y @=< f(1).
p11(Y) :- p10(2), e0(X), between(1,3,Y), subquery(e0(3), Q), Q > 0.33.
p11(Y) <- (Y \== 1, p11(Y), Y = Y) ; (p00(Y,2), e1(Y,Y), \+ p00(2,Y)).
p11(X) <- p00(Y,Y), between(1,3,X).
p20(X) :- e0(X).
0.1::\+p20(X) :- e1(X,1).
p30(Y) :- p10(X), p30(X), between(1,3,Y), compare(O, X, 3), findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2.
p30(3) :- e0(X), e1(X,3).
p31(X) <- p10(Y), between(1,3,X), W is Y + 2, W < 5.
p31(Y) :- (e0(Z), p11(Z), between(1,3,Y), subquery(p11(2), Q), Q > 0.33) ; (p10(Y), p31(Y), p11(Y)).
query(e0(1)).
query(p31(Y)).
query(p10(1)).
