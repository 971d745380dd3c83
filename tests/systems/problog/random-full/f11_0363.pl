:- use_module(library(lists)).
0.3::e0(3,1).
0.4::e0(2,1).
0.5::e1.
0.3::e2(3,2).
e3(1).
0.1::e3(2).
0.3::e3(1); 0.2::e3(2); 0.1::e3(3).
p00 :- p01(X), compare(O, X, 3), X \= 1.
P::p01(X) :- (e1, e2(3,Y), e3(1), between(1,3,X)), P is X / 4.
0.2::p01(X) :- X == 3, e3(1), p01(X).
P::p01(Y) :- (e3(2), e3(X), p01(2), between(1,3,Y)), P is Y / 4.
p10 :- p01(X), e3(X), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
p10 :- (e1, p00) ; (p11(3), p01(Z), p11(3), call(e3, Z)).
0.8::p10 :- p11(1), p01(X), W is X + 1, W < 5, findall(V, e0(X,V), L), L \= [].
p11(3) :- e0(3,3), e0(X,X).
p11(Y) :- p10, between(1,3,Y), findall(V, p01(V), L), L \= [].
p11(X) :- p01(2), between(1,3,X), findall(V, e0(1,V), L), sum_list(L, T), T > 2, X = X.
p20(Y,Y) :- p10, p20(Y,Y).
p20(2,Y) :- (p11(2), p11(Z), e2(Z,3), between(1,3,Y)) ; (e0(Z,Y), p10, e3(Y)).
P::p20(X,Y) :- (p10, between(1,3,X), between(1,3,Y), \+ e0(2,X)), P is Y / 4.
p30(Y,1) <- e3(3), p10, p01(2), between(1,3,Y), Y >= 3, findall(V, e2(2,V), L), L \= [].
0.5::p31(X) :- (p10, between(1,3,X)) ; (e1, between(1,3,X), findall(V, p20(X,V), L), L \= []).
p31(X) :- e1, between(1,3,X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2.
0.6::p31(Y) :- e0(Y,Y), p01(3), Y =:= 2.
query(p01(3)).
query(p01(3)).
