:- use_module(library(lists)).
0.8::e0.
0.25::e1(2).
P::p00(Y,Y) <- (p00(Z,X), between(1,3,Y), call(e1, Y), call(e1, Y)), P is Y / 4.
p00(Y,X) :- e0, between(1,3,X), between(1,3,Y), X =:= 1, call(e1, Y).
p10(Y) :- p00(2,X), p10(X), p11(X), between(1,3,Y).
P::p11(Y) :- (p00(Z,Y), p11(3), p11(3)), P is Y / 4.
p11(Y) :- (p10(3), between(1,3,Y), \+ e1(1), Y >= 1) ; (e0, e1(3), p11(Y)).
p11(2) :- Y == 2, e1(Y), p10(Y), e1(Y).
0.4::p20(X,2) <- p00(Z,2), between(1,3,X), Z \= Z, findall(V, p11(V), L), sort(L, S), length(S, N), N < 2.
p20(X,3) :- p21(X), p11(2), p11(2), findall(V, p10(V), L), length(L, N), N >= 1, findall(V, p00(X,V), L), L = [].
0.2::p20(2,X) :- p00(X,3), p11(X), e1(X), X >= 1.
p21(1) :- p10(Y), p21(Y), W is Y + 2, W < 5.
p30(Y) :- p20(2,2), p31(Z), between(1,3,Y), \+ p21(1), W is Y + 2, W < 5.
0.7::p30(X) :- p11(Y), p00(Y,Y), p20(Y,Z), between(1,3,X).
p30(X) :- p30(2), p20(3,3), p20(X,Y).
p31(1) :- p00(3,1), p20(X,1).
query(p31(2)).
query(e1(X)) :- between(1,2,X).
