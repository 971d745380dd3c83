:- use_module(library(lists)).
e0.
0.9::e1(2,1).
e2(2,1).
0.6::e3(2).
p00 :- e0, e2(X,X), p00, X @>= 3.
p00 <- e2(Y,1), e2(Y,X), e2(1,3), findall(V, e1(3,V), L), L = [].
p10 :- X \== 1, e1(X,1), p10, p00.
0.4::p10 :- (e3(3), not e1(2,2), T =.. [g, 3], T \== g(0)) ; (p11(Y), e1(Y,Y)).
p10 :- e1(1,Z), p10.
p11(X) :- p10, e1(X,Z), e2(Z,X), Z @< 3.
p11(2) :- p11(2).
p11(2) :- Y \== 3, e0, e2(X,Y), e1(2,X).
p20 :- p10, findall(V, e3(V), L), L \= [], not e1(1,2).
P::p30(Y,3) :- (Y == 1, p31, p11(Y), call(e3, Y)), P is Y / 4.
p30(Y,X) :- e2(X,Y), p30(Y,1), Y =:= 3, Y \= 3.
p31 :- p30(Y,Z), e1(Y,Z), e1(3,Y).
p31 <- (e2(Z,Z), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2) ; (e1(2,2), call(p11, 1)).
p31 :- p31, p10, \+ e2(2,3), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
query(e0).
query(p11(X)).
query(e3(X)).
